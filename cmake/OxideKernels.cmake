# oxide_add_kernels(TARGET <target> SOURCES <a.cu> ... [UNCHECKED_INDEXING])
#
# Runs each .cu through oxide-rewrite (checks, then plain CUDA C++) and
# compiles the result into <target> with the CUDA compiler. A check that fails
# fails the build, and nvcc never sees the file. Each a.cu also gets a header
# a.oxide.h of host launchers, on <target>'s include path, so its .cpp files
# (compiled by the C++ compiler) can launch the kernels.
#
# The clang path, -DOXIDE_CLANG_CUDA=ON with CMAKE_CXX_COMPILER=clang++-22: the
# rewritten file keeps its oxide attributes and is compiled as C++ with
# `-x cuda` by clang, with the oxide plugin loaded, so the plugin's checks run
# in that same compile (cmake 3.25 cannot use clang as the CUDA compiler for
# CUDA 13). Plugin options: -fplugin-arg-oxide-<name>.
#
# UNCHECKED_INDEXING, or -DOXIDE_UNCHECKED_INDEXING=ON for the whole build
# (or OXIDE_UNCHECKED_INDEXING=1 in oxide-rewrite's environment): `a[i]` on
# oxide slices loses its bounds check in these files. oxide-rewrite prints a
# one-line warning for each file it rewrites that way.
# cmake 3.25 predates nvcc 13 and does not know its C++20 flag: teach it.
if(CMAKE_CUDA_COMPILER_LOADED AND NOT CMAKE_CUDA20_STANDARD_COMPILE_OPTION)
  set(CMAKE_CUDA20_STANDARD_COMPILE_OPTION "-std=c++20")
  set(CMAKE_CUDA20_EXTENSION_COMPILE_OPTION "-std=c++20")
  set(CMAKE_CUDA20_COMPILE_FEATURES cuda_std_20)
  list(APPEND CMAKE_CUDA_COMPILE_FEATURES cuda_std_20)
endif()

# The rewriter: this build's target, or the installed one (OxideConfig.cmake).
if(NOT DEFINED OXIDE_REWRITE_COMMAND)
  set(OXIDE_REWRITE_COMMAND oxide-rewrite)
endif()

option(OXIDE_CLANG_CUDA "oxide: compile rewritten kernels with clang++ (-x cuda, plugin loaded) instead of nvcc" OFF)
if(OXIDE_CLANG_CUDA)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang" OR NOT CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 22)
    message(FATAL_ERROR "oxide: OXIDE_CLANG_CUDA=ON compiles kernels with the C++ compiler, which must be "
            "clang 22 (-DCMAKE_CXX_COMPILER=clang++-22); it is ${CMAKE_CXX_COMPILER_ID} "
            "${CMAKE_CXX_COMPILER_VERSION}")
  endif()
  find_package(CUDAToolkit REQUIRED)
  if(NOT DEFINED OXIDE_CLANG_CUDA_ARCH)
    list(GET CMAKE_CUDA_ARCHITECTURES 0 OXIDE_CLANG_CUDA_ARCH)
    if(NOT OXIDE_CLANG_CUDA_ARCH)
      set(OXIDE_CLANG_CUDA_ARCH 90)
    endif()
  endif()
  get_filename_component(_oxide_cuda_root "${CUDAToolkit_BIN_DIR}" DIRECTORY)
  set(OXIDE_CLANG_CUDA_FLAGS -x cuda --cuda-path=${_oxide_cuda_root}
      --cuda-gpu-arch=sm_${OXIDE_CLANG_CUDA_ARCH} -Wno-unknown-cuda-version
      -isystem ${CUDAToolkit_INCLUDE_DIRS}/cccl)
  message(STATUS "oxide: OXIDE_CLANG_CUDA=ON: kernels compile with ${CMAKE_CXX_COMPILER} for sm_${OXIDE_CLANG_CUDA_ARCH}, plugin loaded")
endif()

option(OXIDE_UNCHECKED_INDEXING "oxide: drop the bounds check behind a[i] on oxide slices in every oxide_add_kernels file" OFF)
if(OXIDE_UNCHECKED_INDEXING)
  message(STATUS "oxide: OXIDE_UNCHECKED_INDEXING=ON: a[i] on oxide slices is not bounds-checked in this build")
endif()

function(oxide_add_kernels)
  cmake_parse_arguments(ARG "UNCHECKED_INDEXING" "TARGET" "SOURCES" ${ARGN})
  set(unchecked "")
  if(ARG_UNCHECKED_INDEXING OR OXIDE_UNCHECKED_INDEXING)
    set(unchecked "--unchecked-indexing")
  endif()
  set(keep "")
  if(OXIDE_CLANG_CUDA)
    set(keep "--keep-attributes")
  endif()
  if(NOT ARG_TARGET OR NOT ARG_SOURCES)
    message(FATAL_ERROR "oxide_add_kernels: usage: oxide_add_kernels(TARGET t SOURCES a.cu ...)")
  endif()
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(abs "${src}" ABSOLUTE)
    get_filename_component(name "${src}" NAME_WE)
    get_filename_component(dir "${abs}" DIRECTORY)
    set(out "${CMAKE_CURRENT_BINARY_DIR}/oxide/${name}.oxide.cu")
    set(header "${CMAKE_CURRENT_BINARY_DIR}/oxide/${name}.oxide.h")
    add_custom_command(OUTPUT "${out}" "${header}"
      COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/oxide"
      # The target's include paths and definitions reach the parse, too.
      COMMAND ${OXIDE_REWRITE_COMMAND} "${abs}" -o "${out}" --header "${header}" ${unchecked} ${keep} --
              "$<$<BOOL:$<TARGET_PROPERTY:${ARG_TARGET},INCLUDE_DIRECTORIES>>:-I$<JOIN:$<TARGET_PROPERTY:${ARG_TARGET},INCLUDE_DIRECTORIES>,;-I>>"
              "$<$<BOOL:$<TARGET_PROPERTY:${ARG_TARGET},COMPILE_DEFINITIONS>>:-D$<JOIN:$<TARGET_PROPERTY:${ARG_TARGET},COMPILE_DEFINITIONS>,;-D>>"
      DEPENDS "${abs}" ${OXIDE_REWRITE_COMMAND}
      COMMAND_EXPAND_LISTS
      COMMENT "oxide-rewrite ${src}"
      VERBATIM)
    target_sources(${ARG_TARGET} PRIVATE "${out}" "${header}")
    # The rewritten copy lives in the build tree; its quoted includes still
    # resolve against the user's directory.
    set_property(SOURCE "${out}" APPEND PROPERTY INCLUDE_DIRECTORIES "${dir}")
    if(OXIDE_CLANG_CUDA)
      set_source_files_properties("${out}" PROPERTIES LANGUAGE CXX
        COMPILE_OPTIONS "${OXIDE_CLANG_CUDA_FLAGS};-fplugin=${OXIDE_PLUGIN}")
      if(TARGET OxidePlugin) # this build's plugin: build it first
        add_dependencies(${ARG_TARGET} OxidePlugin)
      else()
        set_property(SOURCE "${out}" APPEND PROPERTY OBJECT_DEPENDS "${OXIDE_PLUGIN}")
      endif()
    endif()
  endforeach()
  if(OXIDE_CLANG_CUDA)
    set_property(TARGET ${ARG_TARGET} PROPERTY CXX_STANDARD 20)
    target_link_libraries(${ARG_TARGET} PRIVATE CUDA::cudart)
  elseif(OXIDE_CUDA_LAUNCHER)
    # ptxas's register-spill report, at the kernel's definition in the
    # user's file (oxide-cuda-launcher; OXIDE_NO_SPILL_WARNING=1 silences
    # it). A launcher the target already has (ccache) runs after it.
    get_target_property(_oxide_launchers ${ARG_TARGET} CUDA_COMPILER_LAUNCHER)
    if(NOT _oxide_launchers)
      set(_oxide_launchers "")
    endif()
    if(NOT "${_oxide_launchers}" MATCHES "oxide-cuda-launcher")
      set_property(TARGET ${ARG_TARGET} PROPERTY CUDA_COMPILER_LAUNCHER "${OXIDE_CUDA_LAUNCHER}" ${_oxide_launchers})
    endif()
  endif()
  target_include_directories(${ARG_TARGET} PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/oxide")
  # The rewritten files and device_lib are C++20.
  set_property(TARGET ${ARG_TARGET} PROPERTY CUDA_STANDARD 20)
  target_link_libraries(${ARG_TARGET} PRIVATE oxide::device_lib)
  # 2803: attribute namespace "oxide" is unrecognized (until the rewriter
  # strips the attributes).
  target_compile_options(${ARG_TARGET} PRIVATE
    $<$<COMPILE_LANGUAGE:CUDA>:--expt-relaxed-constexpr -diag-suppress=2803>)
endfunction()
