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

include("${CMAKE_CURRENT_LIST_DIR}/OxideLauncherChain.cmake")

# The rewriter: this build's target, or the installed one (OxideConfig.cmake).
if(NOT DEFINED OXIDE_REWRITE_COMMAND)
  set(OXIDE_REWRITE_COMMAND oxide-rewrite)
endif()

option(OXIDE_CLANG_CUDA "oxide: compile rewritten kernels with clang++ (-x cuda, plugin loaded) instead of nvcc" OFF)
if(OXIDE_CLANG_CUDA)
  # Only here is the plugin loaded, so only here must the compiler's LLVM
  # major be oxide's (OxideConfig.cmake sets it; the in-tree build is 22).
  if(NOT DEFINED OXIDE_LLVM_MAJOR)
    set(OXIDE_LLVM_MAJOR 22)
  endif()
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang" OR
     NOT CMAKE_CXX_COMPILER_VERSION MATCHES "^${OXIDE_LLVM_MAJOR}\\.")
    message(FATAL_ERROR "oxide: OXIDE_CLANG_CUDA=ON compiles kernels with the C++ compiler and loads "
            "oxide's plugin into it, so it must be clang ${OXIDE_LLVM_MAJOR}, the LLVM oxide was built "
            "against; it is ${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION} (${CMAKE_CXX_COMPILER}). "
            "Configure with -DCMAKE_CXX_COMPILER=clang++-${OXIDE_LLVM_MAJOR}, or build with nvcc "
            "(OXIDE_CLANG_CUDA=OFF).")
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

# Where a source's rewritten copy and header go: keyed by target and by the
# source's path (relative to this directory, else its absolute path), so one
# .cu may go into two targets and two files may share a name.
function(_oxide_output_stem target abs out_var)
  file(RELATIVE_PATH rel "${CMAKE_CURRENT_SOURCE_DIR}" "${abs}")
  if(rel MATCHES "^\\.\\./" OR IS_ABSOLUTE "${rel}")
    string(REGEX REPLACE "^/" "" rel "${abs}")
    string(REPLACE ":" "_" rel "${rel}")
    set(rel "_abs/${rel}")
  endif()
  string(REGEX REPLACE "\\.[^./]*$" "" rel "${rel}")
  set(${out_var} "${CMAKE_CURRENT_BINARY_DIR}/oxide/${target}/${rel}" PARENT_SCOPE)
endfunction()

# A .cu given to oxide_add_kernels is compiled as its rewritten copy; when
# the target lists it among its own sources too (add_executable(t k.cu)), that
# entry is dropped, or it would be compiled a second time ("multiple
# definition" at the link). Deferred to the end of the directory, so sources
# added after oxide_add_kernels are seen too.
function(_oxide_drop_originals target)
  get_target_property(kernels ${target} OXIDE_KERNEL_SOURCES)
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  set(kept "")
  foreach(s IN LISTS sources)
    get_filename_component(abs "${s}" ABSOLUTE BASE_DIR "${source_dir}")
    if(NOT abs IN_LIST kernels)
      list(APPEND kept "${s}")
    endif()
  endforeach()
  set_property(TARGET ${target} PROPERTY SOURCES "${kept}")
endfunction()

# Editors (clangd) read compile_commands.json, where <target> holds only the
# rewritten copies: the user's own .cu would get flags guessed from a
# neighbour, and show red. An object library that is never built
# (EXCLUDE_FROM_ALL) gives each of them an entry clang reads as CUDA: the
# toolkit, the target's include paths and definitions (those the rewrite
# gets), and OXIDE_IDE, under which oxide/launch.cuh declares stand-in
# launchers (launch<&k>() type-checks before the real ones are generated).
# clang does not know oxide's attributes without the plugin: that warning is
# off in these entries only.
function(_oxide_ide_entries target)
  set(ide "${target}.oxide_ide")
  if(NOT TARGET ${ide})
    find_package(CUDAToolkit REQUIRED)
    get_filename_component(cuda_root "${CUDAToolkit_BIN_DIR}" DIRECTORY)
    list(GET CMAKE_CUDA_ARCHITECTURES 0 arch)
    string(REGEX REPLACE "[^0-9].*$" "" arch "${arch}")
    if(NOT arch)
      set(arch 90)
    endif()
    add_library(${ide} OBJECT EXCLUDE_FROM_ALL)
    target_include_directories(${ide} PRIVATE "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
    target_compile_definitions(${ide} PRIVATE "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>" OXIDE_IDE=1)
    target_link_libraries(${ide} PRIVATE oxide::device_lib)
    target_compile_options(${ide} PRIVATE -x cuda --cuda-path=${cuda_root} --cuda-gpu-arch=sm_${arch}
      -Wno-unknown-cuda-version -Wno-unknown-attributes -std=c++20)
  endif()
  target_sources(${ide} PRIVATE ${ARGN})
  set_source_files_properties(${ARGN} PROPERTIES LANGUAGE CXX)
endfunction()

function(oxide_add_kernels)
  cmake_parse_arguments(ARG "UNCHECKED_INDEXING;PUBLIC_HEADERS" "TARGET" "SOURCES" ${ARGN})
  set(unchecked "")
  if(ARG_UNCHECKED_INDEXING OR OXIDE_UNCHECKED_INDEXING)
    set(unchecked "--unchecked-indexing")
  endif()
  set(keep "")
  if(OXIDE_CLANG_CUDA)
    set(keep "--keep-attributes")
  endif()
  if(NOT ARG_TARGET OR NOT ARG_SOURCES OR ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "oxide_add_kernels: usage: oxide_add_kernels(TARGET t [PUBLIC_HEADERS] "
            "[UNCHECKED_INDEXING] SOURCES a.cu ...)${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET ${ARG_TARGET})
    message(FATAL_ERROR "oxide_add_kernels: '${ARG_TARGET}' is not a target; create it first "
            "(add_executable or add_library)")
  endif()
  set(_oxide_header_dirs "")
  get_target_property(_oxide_known ${ARG_TARGET} OXIDE_KERNEL_SOURCES)
  if(NOT _oxide_known)
    set(_oxide_known "")
    cmake_language(EVAL CODE "cmake_language(DEFER CALL _oxide_drop_originals [[${ARG_TARGET}]])")
  endif()
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(abs "${src}" ABSOLUTE)
    list(APPEND _oxide_known "${abs}")
    list(APPEND _oxide_header_dirs "${CMAKE_CURRENT_BINARY_DIR}/oxide/${ARG_TARGET}")
    _oxide_output_stem(${ARG_TARGET} "${abs}" stem)
    set(out "${stem}.oxide.cu")
    set(header "${stem}.oxide.h")
    set(depfile "${stem}.oxide.d")
    get_filename_component(outdir "${out}" DIRECTORY)
    list(APPEND _oxide_header_dirs "${outdir}")
    add_custom_command(OUTPUT "${out}" "${header}"
      COMMAND ${CMAKE_COMMAND} -E make_directory "${outdir}"
      # The target's include paths and definitions reach the parse, too.
      # Every architecture nvcc compiles the target for is checked: the
      # rewriter asks nvcc what CUDA_ARCHITECTURES means (all, all-major,
      # native, 80-virtual, OFF: nvcc's default).
      COMMAND ${OXIDE_REWRITE_COMMAND} "${abs}" -o "${out}" --header "${header}"
              --depfile "${depfile}" ${unchecked} ${keep}
              "--cuda-architectures=$<JOIN:$<TARGET_PROPERTY:${ARG_TARGET},CUDA_ARCHITECTURES>,,>" --
              "$<$<BOOL:$<TARGET_PROPERTY:${ARG_TARGET},INCLUDE_DIRECTORIES>>:-I$<JOIN:$<TARGET_PROPERTY:${ARG_TARGET},INCLUDE_DIRECTORIES>,;-I>>"
              "$<$<BOOL:$<TARGET_PROPERTY:${ARG_TARGET},COMPILE_DEFINITIONS>>:-D$<JOIN:$<TARGET_PROPERTY:${ARG_TARGET},COMPILE_DEFINITIONS>,;-D>>"
      DEPENDS "${abs}" ${OXIDE_REWRITE_COMMAND}
      # The headers it includes: an edit to one re-runs the rewrite.
      DEPFILE "${depfile}"
      COMMAND_EXPAND_LISTS
      COMMENT "oxide-rewrite ${src}"
      VERBATIM)
    target_sources(${ARG_TARGET} PRIVATE "${out}" "${header}")
    # The rewritten copy lives in the build tree. It names the headers beside
    # the source by their absolute paths (oxide-rewrite), so no -I for the
    # source's directory: an angled include would find there what oxide's
    # parse did not.
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
  set_property(TARGET ${ARG_TARGET} PROPERTY OXIDE_KERNEL_SOURCES "${_oxide_known}")
  _oxide_ide_entries(${ARG_TARGET} ${ARG_SOURCES})
  if(OXIDE_CLANG_CUDA)
    set_property(TARGET ${ARG_TARGET} PROPERTY CXX_STANDARD 20)
    target_link_libraries(${ARG_TARGET} PRIVATE CUDA::cudart)
  elseif(OXIDE_CUDA_LAUNCHER)
    # ptxas's register-spill report, at the kernel's definition in the
    # user's file (oxide-cuda-launcher; OXIDE_NO_SPILL_WARNING=1 silences
    # it). A launcher the target already has (ccache) runs after it.
    _oxide_chain_launcher(${ARG_TARGET} "${OXIDE_CUDA_LAUNCHER};--spill-report-only")
  endif()
  # The launcher headers: `#include "k.oxide.h"` (or "sub/k.oxide.h", when
  # two kernel files share a name), for this target's files, or with
  # PUBLIC_HEADERS for every target that links it too.
  list(REMOVE_DUPLICATES _oxide_header_dirs)
  if(ARG_PUBLIC_HEADERS)
    target_include_directories(${ARG_TARGET} PUBLIC "$<BUILD_INTERFACE:${_oxide_header_dirs}>")
    target_link_libraries(${ARG_TARGET} PUBLIC oxide::device_lib)
  else()
    target_include_directories(${ARG_TARGET} PRIVATE ${_oxide_header_dirs})
    target_link_libraries(${ARG_TARGET} PRIVATE oxide::device_lib)
  endif()
  # The rewritten files and device_lib are C++20.
  set_property(TARGET ${ARG_TARGET} PROPERTY CUDA_STANDARD 20)
  # 2803: attribute namespace "oxide" is unrecognized (until the rewriter
  # strips the attributes).
  target_compile_options(${ARG_TARGET} PRIVATE
    $<$<COMPILE_LANGUAGE:CUDA>:--expt-relaxed-constexpr -diag-suppress=2803>)
endfunction()

# find_package(Oxide): at the end of the configure, every target of the
# project gets the launcher's check in front of the launcher it has then, not
# only oxide_add_kernels' targets when they call it. A .cu with oxide kernels
# in a plain add_executable, and a target whose launcher the project replaced
# after oxide_add_kernels (set_target_properties(... CUDA_COMPILER_LAUNCHER
# ccache)), are refused rather than compiled unchecked; a .cu with no oxide
# passes (a review of the build, 2026-12-05).
if(OXIDE_CUDA_LAUNCHER AND NOT OXIDE_CLANG_CUDA)
  get_property(_oxide_guarded GLOBAL PROPERTY _OXIDE_EVERY_TARGET_GUARDED)
  if(NOT _oxide_guarded)
    set_property(GLOBAL PROPERTY _OXIDE_EVERY_TARGET_GUARDED TRUE)
    cmake_language(EVAL CODE
      "cmake_language(DEFER DIRECTORY [[${CMAKE_SOURCE_DIR}]] CALL _oxide_chain_launchers [[${OXIDE_CUDA_LAUNCHER};--spill-report-only]] [[${CMAKE_SOURCE_DIR}]])")
  endif()
endif()
